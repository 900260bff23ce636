/**
 * The brand's colours, as the public site's theme uses them (light and dark), for the console
 * and anything else that should look like RentNaija.
 */
export const BRAND_COLORS = {
  light: {
    /** Buttons, links, selected states: 5.3:1 on white. */
    primary: '#0f7b4f',
    /** A deeper green for large surfaces such as the console's app bar. */
    primaryDark: '#0b5d3b',
    background: '#f6f8f7',
    textOnPrimary: '#ffffff',
  },
  dark: {
    primary: '#2fbf81',
    primaryDark: '#1f8f5f',
    background: '#0b0f0d',
    paper: '#121a16',
    /** Near-black text keeps the bright green above 4.5:1. */
    textOnPrimary: '#04140c',
  },
} as const;
