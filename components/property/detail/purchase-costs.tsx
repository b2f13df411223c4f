'use client';

import { lazy } from 'react';
import type { PurchaseCostCalculatorProps } from './purchase-cost-calculator';

const Calculator = lazy(() => import('./purchase-cost-calculator').then((m) => ({ default: m.PurchaseCostCalculator })));

/**
 * The purchase costs and the foreign buyer's check, their code fetched when React first renders them:
 * in the browser, once they come into view (property-detail-page.tsx, NearViewIsland).
 */
export function PurchaseCosts(props: PurchaseCostCalculatorProps) {
  return <Calculator {...props} />;
}
