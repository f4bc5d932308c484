import Chip, { type ChipProps } from '@mui/material/Chip'

/**
 * A chip whose label wraps onto more lines instead of ending in an ellipsis (MUI's multiline chip).
 * For labels that must be read whole, such as a specialization path with its roles and skills
 * ('Epic › Technical › Clarity (Intermediate, Report Writer, SQL)'), which is wider than a phone.
 */
export function WrappingChip({ sx, ...props }: ChipProps) {
  return <Chip {...props} sx={[{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { display: 'block', whiteSpace: 'normal', py: 0.5 } }, ...(Array.isArray(sx) ? sx : [sx])]} />
}
