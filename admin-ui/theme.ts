import { defaultLightTheme, type RaThemeOptions } from 'react-admin'

/**
 * react-admin's default theme in the product's orange (spec 9: orange primary accent). The app bar would
 * otherwise stay the default's blue secondary colour.
 */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#F26B21', contrastText: '#fff' } },
  components: {
    ...defaultLightTheme.components,
    RaAppBar: { defaultProps: { color: 'primary' } },
    // The content column may shrink below its widest table (a flex item's default min-width is its
    // content): wide lists then scroll inside their card instead of stretching the whole page.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
  },
}
