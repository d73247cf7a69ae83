// `pnpm --filter @huerta/api openapi:client`: writes openapi.d.ts from the document the server serves.
import { buildOpenApiDocument } from '@huerta/contracts';
import { writeFileSync } from 'node:fs';
import { CLIENT_TYPES_FILE, clientTypesFor } from './client-types';

writeFileSync(CLIENT_TYPES_FILE, await clientTypesFor(buildOpenApiDocument()));
console.warn(`✓ ${CLIENT_TYPES_FILE}`);
