// Old address kept for the apps' and e2e's tests that import it by path; the file lives in business/.
export * from './business/list-price-cases';
