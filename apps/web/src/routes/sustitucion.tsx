import { createFileRoute } from '@tanstack/react-router';
import { SubstitutionPage } from '../modules/substitutions/substitution-page';

// The link's query is read in the page itself (no validateSearch): a route's options stay in the first bundle.
export const Route = createFileRoute('/sustitucion')({ component: SubstitutionPage });
