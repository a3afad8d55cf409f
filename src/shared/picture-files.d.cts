export const PICTURE_WIDTHS: readonly number[];
export const ART_ASPECT: { width: number; height: number };
export const ART_PATTERN: RegExp;
export function artVariantPath(svgPath: string, width: number, format: 'webp' | 'avif'): string;
export const ENCODER_OPTIONS: { webp: { quality: number }; avif: { quality: number; effort: number } };
