export { CtaBand } from './components/CtaBand';
export { FeaturedProperties } from './components/FeaturedProperties';
export { HeroSection } from './components/HeroSection';
export { PopularCities } from './components/PopularCities';
export { SiteFigures } from './components/SiteFigures';
export { StatsStrip } from './components/StatsStrip';
export { TrustPoints } from './components/TrustPoints';
export { homeKeys, homeQueries } from './queries';
