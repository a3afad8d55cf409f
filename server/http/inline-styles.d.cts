/** A built file's text by its address; null for a file the build does not have. */
export type BuiltText = (href: string) => string | null;
export function inlineStyles(head: string, text: BuiltText): string;
