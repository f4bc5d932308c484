import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined'
import { PurchaseOrderList } from './PurchaseOrderList'
import { PurchaseOrderShow } from './PurchaseOrderShow'

/** issue 10: every organization's purchase orders, read-only. */
export const purchaseOrders = {
  list: PurchaseOrderList,
  show: PurchaseOrderShow,
  icon: ReceiptLongOutlinedIcon,
  recordRepresentation: 'name',
}
