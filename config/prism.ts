/**
 * Code block colours: Prism's GitHub (light) and Dracula (dark) themes with the token colours that
 * fall below WCAG AA contrast (4.5:1 against the block background) replaced by darker (light mode)
 * or lighter (dark mode) shades of the same hue.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function recolor(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color;
      return color && colors[color] ? {...entry, style: {...entry.style, color: colors[color]}} : entry;
    }),
  };
}

/** Against #f6f8fa. */
export const lightCodeTheme = recolor(themes.github, {
  '#999988': '#6e6e61', // comments: 2.7 → 4.8
  '#e3116c': '#c50f5d', // strings: 4.3 → 5.4
  '#36acaa': '#267877', // numbers, constants: 2.6 → 4.8
  '#00a4db': '#00779e', // keywords, YAML keys: 2.7 → 4.7
  '#d73a49': '#c13442', // functions, tags: 4.3 → 5.1
});

/** Against #282a36. */
export const darkCodeTheme = recolor(themes.dracula, {
  'rgb(98, 114, 164)': '#8c98be', // comments: 3.0 → 5.0
});
