import { defaultLightTheme, type RaThemeOptions } from 'react-admin'

/**
 * react-admin's default theme in the product's orange (spec 9: orange primary accent). The app bar would
 * otherwise stay the default's blue secondary colour.
 */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#F26B21', contrastText: '#fff' } },
  components: { ...defaultLightTheme.components, RaAppBar: { defaultProps: { color: 'primary' } } },
}
