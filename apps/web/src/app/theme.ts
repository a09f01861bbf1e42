import {
  type CSSVariablesResolver,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** Mantine's palette with its two darkest shades replaced, so that text in them reads at 4.5:1 or more. */
function darkerEnd(color: keyof typeof DEFAULT_THEME.colors, shade8: string, shade9: string): MantineColorsTuple {
  return [
    ...(DEFAULT_THEME.colors[color] as MantineColorsTuple).slice(0, 8),
    shade8,
    shade9,
  ] as unknown as MantineColorsTuple;
}

/**
 * WCAG 2.1 AA contrast (docs/decisions.md). Filled buttons and badges, links and coloured text use shade 8, light
 * badges write in shade 9 on shade 1, and primary text sits on the primary light background: Mantine's shades
 * (white on its default blue 6 is 3.6:1, green 8 on white 3.5:1) do not reach 4.5:1 there, so shades 8 and 9 of the
 * colours in use are darker here (white on blue 8 is 5.9:1, blue 8 on blue 1 4.8:1, teal 8 on teal 1 5.3:1). Dimmed text and placeholders
 * are a darker grey than Mantine's #868e96 (3.3:1): #5f666d is 5.8:1 on white and 5.2:1 on the striped rows' grey.
 */
export const contrastTheme = {
  // No transitions (menus, dialogs, collapses) for a person whose system asks for reduced motion.
  respectReducedMotion: true,
  primaryColor: 'blue',
  primaryShade: 8,
  colors: {
    blue: darkerEnd('blue', '#1766af', '#165a9a'),
    green: darkerEnd('green', '#267e36', '#226e32'),
    orange: darkerEnd('orange', '#ba470a', '#ae3a0c'),
    yellow: darkerEnd('yellow', '#a86200', '#a15300'),
    red: darkerEnd('red', '#ca2c2c', '#b52626'),
    teal: darkerEnd('teal', '#08704f', '#076246'),
  },
} satisfies MantineThemeOverride;

export const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f666d', '--mantine-color-placeholder': '#5f666d' },
  dark: {},
});
