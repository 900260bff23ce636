import { BRAND_COLORS } from '@rentnaija/shared';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const { light, dark } = BRAND_COLORS;

/**
 * react-admin's default light and dark themes in the public site's green instead of the
 * default blue. react-admin paints the app bar with `secondary` in light mode; the deeper
 * green keeps its white text well above 4.5:1.
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: light.primary, contrastText: light.textOnPrimary },
    secondary: { main: light.primaryDark, contrastText: light.textOnPrimary },
    background: { default: light.background },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: dark.primary, contrastText: dark.textOnPrimary },
    secondary: { main: dark.primaryDark, contrastText: dark.textOnPrimary },
    background: { default: dark.background, paper: dark.paper },
  },
};
