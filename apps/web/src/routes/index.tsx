import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../modules/catalog/home-screen';

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  return <HomeScreen />;
}
