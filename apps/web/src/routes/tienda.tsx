import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../modules/catalog/home-screen';

export const Route = createFileRoute('/tienda')({ component: Tienda });

function Tienda() {
  return <HomeScreen scrollOnArrival />;
}
