export { createBusinessCredit, creditAbono, followPackedTotal, releaseCredit, takeCredit, type BusinessCreditService } from './business-credit';
export { createBusinessPeople } from './business-people';
export { createBusinesses } from './businesses';
export { priceListCsv, readPriceListCsv } from './price-list-csv';
export { createPriceLists } from './price-lists';
