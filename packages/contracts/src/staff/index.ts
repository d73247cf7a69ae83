export * from './staff';
export * from './audit-list';
