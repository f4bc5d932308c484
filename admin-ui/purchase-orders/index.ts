import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined'
import { PurchaseOrderList } from './PurchaseOrderList'
import { PurchaseOrderShow } from './PurchaseOrderShow'

/** Every organization's purchase orders, read-only. */
export const purchaseOrders = {
  list: PurchaseOrderList,
  show: PurchaseOrderShow,
  icon: ReceiptLongOutlinedIcon,
  recordRepresentation: 'name',
}
