// The shop's own texts (FAQ, terms, privacy): first versions, the facts that fill them, their sections.
// Zod-free and markdown-free: pages render each section's Markdown with @huerta/contracts/markdown.
export * from './defaults';
export * from './facts';
export * from './sections';
export * from './facts-en';
