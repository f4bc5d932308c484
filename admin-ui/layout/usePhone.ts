import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'

/**
 * A phone-sized screen (below the theme's sm breakpoint, 600 px): the console's lists then show
 * react-admin's SimpleList, one compact item per record linking to the same page as the table's row,
 * instead of a table wider than the screen (react-admin's own advice for responsive lists).
 */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
