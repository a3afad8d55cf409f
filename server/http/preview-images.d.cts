export const ART_DIR: string;
export const PREVIEW_WIDTH: number;
export const PREVIEW_HEIGHT: number;
export const SHOP_ART: string;
export function previewPath(svgPath: string): string;
export function previewSvg(svg: string): string;
