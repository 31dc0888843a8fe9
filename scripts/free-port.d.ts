/** See free-port.js: a free port below the kernel's ephemeral range, for apps that scripts and tests start. */
export function freePort(): Promise<number>;
