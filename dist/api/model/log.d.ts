export interface Logger {
    info(message: string): void;
    notice(message: string): void;
    warn(message: string): void;
}
