/** fetch with `redirect: 'manual'`: same-origin redirects are followed as fetch would follow
 * them, a cross-origin one is an error naming where it pointed. */
export declare function originBoundFetch(provider: string, input: string | URL | Request, init?: RequestInit): Promise<Response>;
