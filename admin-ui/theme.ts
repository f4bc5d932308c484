import { defaultLightTheme, type RaThemeOptions } from 'react-admin'

/**
 * react-admin's default theme in the product's orange (the spec: orange primary accent). The app bar would
 * otherwise stay the default's blue secondary colour. The orange is the darker shade of the brand's
 * #F26B21 (which reads at 3.0:1 on white): text, links, tabs and the app bar's white title need 4.5:1
 * (WCAG AA, checked by axe in the browser tests), which #C2410C gives (5.2:1). Info, warning and error
 * are darker shades for the same reason (status chips, Deactivate and Delete buttons).
 */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#C2410C', light: '#F26B21', contrastText: '#fff' },
    info: { main: '#01579b', contrastText: '#fff' },
    error: { main: '#b71c1c', contrastText: '#fff' },
    warning: { main: '#b45309', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    RaAppBar: { defaultProps: { color: 'primary' } },
    // A visible focus ring on whatever the keyboard reaches, in every screen and dialog (MUI draws none on
    // many elements, and a ripple alone is not a ring). White on the orange app bar.
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '2px solid #C2410C', outlineOffset: 2 },
        '.RaAppBar-toolbar :focus-visible': { outlineColor: '#fff' },
      },
    },
    // The content column may shrink below its widest table (a flex item's default min-width is its
    // content): wide lists then scroll inside their card instead of stretching the whole page.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    // The empty list's message is drawn at half opacity (2.3:1): full opacity in the secondary text colour.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } } },
    // An unselected toggle's label is rgba(0,0,0,0.54): 4.6:1 on white, 4.3:1 on the grey of a hovered
    // button. The secondary text colour keeps 4.5:1 in both states.
    MuiToggleButton: { styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.6)' } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
  },
}
