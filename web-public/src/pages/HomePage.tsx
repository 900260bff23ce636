import { useDocumentTitle } from '../components/useDocumentTitle';
import {
  CtaBand,
  FeaturedProperties,
  HeroSection,
  PopularCities,
  StatsStrip,
  TrustPoints,
} from '../features/home';

export function HomePage() {
  useDocumentTitle('Monthly rentals across Nigeria');
  return (
    <>
      <HeroSection />
      <StatsStrip />
      <FeaturedProperties />
      <TrustPoints />
      <PopularCities />
      <CtaBand />
    </>
  );
}
