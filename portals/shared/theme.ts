import { createTheme } from '@mui/material/styles'

/**
 * The spec's breakpoints (mobile 0, fablet 375, tablet 768, desktop 1024, large 1440) mapped onto MUI's
 * own keys instead of renamed ones: renaming needs a global type augmentation, and admin-ui shares this
 * TypeScript program. So `sm` means tablet and up, `md` desktop, `lg` large.
 */
export const breakpoints = { mobile: 0, fablet: 375, tablet: 768, desktop: 1024, large: 1440 } as const

/** The brand orange, for marks and accents. Text and filled buttons use the darker primary for contrast. */
export const brandOrange = '#F26B21'

export const theme = createTheme({
  breakpoints: {
    values: {
      xs: breakpoints.mobile,
      sm: breakpoints.tablet,
      md: breakpoints.desktop,
      lg: breakpoints.large,
      xl: 1920,
    },
  },
  palette: {
    // #B5440E keeps white button text and orange text above 4.5:1 on white, on the grey page background
    // (#F5F6F8: 5.11) and on hovered rows; #C94C10 read 4.29:1 on the grey (axe).
    primary: { main: '#B5440E', light: brandOrange, dark: '#8F360B', contrastText: '#FFFFFF' },
    secondary: { main: '#1F3A5F', contrastText: '#FFFFFF' },
    background: { default: '#F5F6F8', paper: '#FFFFFF' },
    text: { primary: '#1B1F24', secondary: '#59626E' },
    divider: '#E3E6EA',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Helvetica, Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3 },
    h2: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
    h3: { fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.4 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // An unselected toggle's label is the action colour at 0.54: 4.6:1 on white, 4.3:1 on the grey of a
    // hovered button. The secondary text colour keeps 4.5:1 in both states.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
    // A disabled field's hint says why it is disabled ('Enter the start first'): it must stay readable
    // (MUI's disabled grey reads 2.7:1, below WCAG AA).
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: '#59626E' } } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
})
