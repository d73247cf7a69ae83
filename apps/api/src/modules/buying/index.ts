// The buyer's day (issue 46): suppliers, purchase orders from demand, receiving by lot, first-expiring first
// out, waste. What other modules and the app may use of it is exported here, and only here.
export { createReceiving, type Receiving } from './receiving';
export { drawForOrder, giveBackForOrder } from './lots';
export { createLotViews, type LotViews } from './expiring';
export { createWaste, type Waste } from './waste';
export { createSuppliers, type Suppliers } from './suppliers';
export { createPurchaseProposal, type DemandSource, type PurchaseProposalService } from './purchase-proposal';
export { createPurchaseOrders, type PurchaseOrders } from './purchase-orders';
