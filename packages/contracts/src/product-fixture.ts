// Old address kept for the storefront's test that imports it by path; the file lives in catalog/.
export * from './catalog/product-fixture';
