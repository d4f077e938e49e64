/** Makes this run's temp folder (after removing those of runs that are gone) and answers its path. */
export function openRunTemp(): string;
/** Removes this run's temp folder. */
export function closeRunTemp(dir: string): void;
