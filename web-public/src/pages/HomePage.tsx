import { useDocumentTitle } from '../app/useDocumentTitle';
import { CtaBand } from '../features/home/components/CtaBand';
import { FeaturedProperties } from '../features/home/components/FeaturedProperties';
import { HeroSection } from '../features/home/components/HeroSection';
import { PopularCities } from '../features/home/components/PopularCities';
import { StatsStrip } from '../features/home/components/StatsStrip';
import { TrustPoints } from '../features/home/components/TrustPoints';

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
