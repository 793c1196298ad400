// filled in by the sync queue (issue 26)
export function installBackgroundSync(_sw: ServiceWorkerGlobalScope): void {}
