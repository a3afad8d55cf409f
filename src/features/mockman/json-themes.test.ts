import { isJsonThemeName, JSON_THEME_NAMES, jsonThemes } from './json-themes';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// The colours react-json-tree writes text in: text, item counts, null, numbers, strings, labels.
const TEXT_SLOTS = ['base03', 'base07', 'base08', 'base09', 'base0B', 'base0D'] as const;

describe('json themes', () => {
  it("start with the spec's default 'standard'", () => {
    expect(JSON_THEME_NAMES[0]).toBe('standard');
    expect(isJsonThemeName('standard')).toBe(true);
    expect(isJsonThemeName('neon')).toBe(false);
  });

  it.each(JSON_THEME_NAMES)('%s keeps every text colour at WCAG AA on its background', (name) => {
    const theme = jsonThemes[name];
    for (const slot of TEXT_SLOTS) {
      expect([slot, contrast(theme[slot], theme.base00) >= 4.5]).toEqual([slot, true]);
    }
  });
});
