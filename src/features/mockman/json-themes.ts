/** A base16 scheme as react-json-tree takes it (structurally its `Base16Theme`). */
export interface JsonTheme {
  scheme: string;
  author: string;
  base00: string;
  base01: string;
  base02: string;
  base03: string;
  base04: string;
  base05: string;
  base06: string;
  base07: string;
  base08: string;
  base09: string;
  base0A: string;
  base0B: string;
  base0C: string;
  base0D: string;
  base0E: string;
  base0F: string;
}

/**
 * Colour schemes for the response trees, as data so nothing is fetched. react-json-tree paints the
 * background with base00, text with base07, labels base0D, strings base0B, numbers base09, null base08.
 * 'standard' is the shop's own light scheme. The others are the published base16 schemes with the
 * few colours that fell below WCAG AA on their background lightened (base03, the greyed item count,
 * takes base04's grey; some reds, oranges and blues one step lighter): every text colour reaches 4.5:1.
 */
export const jsonThemes = {
  standard: {
    scheme: 'standard',
    author: 'SneakerHub',
    base00: '#ffffff',
    base01: '#f6f3f9',
    base02: '#e6e0ec',
    base03: '#5c566e',
    base04: '#5c566e',
    base05: '#1f1b2e',
    base06: '#1f1b2e',
    base07: '#1f1b2e',
    base08: '#c0262d',
    base09: '#9a4300',
    base0A: '#7a5c00',
    base0B: '#1e7b4f',
    base0C: '#0e6e75',
    base0D: '#392f5a',
    base0E: '#6b3fa0',
    base0F: '#8a3b12',
  },
  monokai: {
    scheme: 'monokai',
    author: 'wimer hazenberg',
    base00: '#272822',
    base01: '#383830',
    base02: '#49483e',
    base03: '#a59f85',
    base04: '#a59f85',
    base05: '#f8f8f2',
    base06: '#f5f4f1',
    base07: '#f9f8f5',
    base08: '#ff4f8b',
    base09: '#fd971f',
    base0A: '#f4bf75',
    base0B: '#a6e22e',
    base0C: '#a1efe4',
    base0D: '#66d9ef',
    base0E: '#ae81ff',
    base0F: '#cc6633',
  },
  ocean: {
    scheme: 'ocean',
    author: 'chris kempson',
    base00: '#2b303b',
    base01: '#343d46',
    base02: '#4f5b66',
    base03: '#a7adba',
    base04: '#a7adba',
    base05: '#c0c5ce',
    base06: '#dfe1e8',
    base07: '#eff1f5',
    base08: '#e0868d',
    base09: '#d08770',
    base0A: '#ebcb8b',
    base0B: '#a3be8c',
    base0C: '#96b5b4',
    base0D: '#8fa1b3',
    base0E: '#b48ead',
    base0F: '#ab7967',
  },
  solarized: {
    scheme: 'solarized',
    author: 'ethan schoonover',
    base00: '#002b36',
    base01: '#073642',
    base02: '#586e75',
    base03: '#93a1a1',
    base04: '#839496',
    base05: '#93a1a1',
    base06: '#eee8d5',
    base07: '#fdf6e3',
    base08: '#f0625f',
    base09: '#ec7a47',
    base0A: '#b58900',
    base0B: '#859900',
    base0C: '#2aa198',
    base0D: '#4ba3e3',
    base0E: '#6c71c4',
    base0F: '#d33682',
  },
  eighties: {
    scheme: 'eighties',
    author: 'chris kempson',
    base00: '#2d2d2d',
    base01: '#393939',
    base02: '#515151',
    base03: '#a09f93',
    base04: '#a09f93',
    base05: '#d3d0c8',
    base06: '#e8e6df',
    base07: '#f2f0ec',
    base08: '#f2777a',
    base09: '#f99157',
    base0A: '#ffcc66',
    base0B: '#99cc99',
    base0C: '#66cccc',
    base0D: '#6699cc',
    base0E: '#cc99cc',
    base0F: '#d27b53',
  },
} as const satisfies Record<string, JsonTheme>;

export type JsonThemeName = keyof typeof jsonThemes;

export const JSON_THEME_NAMES = Object.keys(jsonThemes) as JsonThemeName[];

export function isJsonThemeName(value: string): value is JsonThemeName {
  return value in jsonThemes;
}
