import type { FastifyInstance } from 'fastify';
import type { TestTenant } from '../helpers/tenants';

/** A calculation sample a new-investment wizard would save: a truck bought for 150 000 €. */
export const truckCalculation = {
  name: 'Volvo FH 2026',
  kind: 'newInvestment',
  vehicleClass: 3,
  currency: 'EUR',
  nickname: 'Iso-Volvo',
  base: 'Tampere',
  description: 'Long-haul truck',
  vehicle: { purchasePrice: '150 000', downPayment: '30000,50', consumptionPer100Km: '30', tyreLifetimeKm: 100000 },
  usage: { kmPerYear: 100000, plannedUseYears: 6 },
  wages: { wageType: 'Hourlywage', hourlyWage: '15' },
  revenue: { revenueValue: 150000, yearlyCost: 5000, targetProfitMarginPercent: 15 },
  pricing: { hours: 9, km: 450, targetMarginPercent: 15 },
};

async function created(app: FastifyInstance, tenant: TestTenant, url: string, payload: object): Promise<string> {
  const response = await app.inject({ method: 'POST', url, headers: tenant.users.admin.headers, payload });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** Gives the tenant one calculation, vehicle details and a fuel price, and records their ids. */
export async function createCalculatorFixtures(app: FastifyInstance, tenant: TestTenant): Promise<void> {
  tenant.calculationId = await created(app, tenant, '/api/calculations', truckCalculation);
  tenant.vehicleDetailsId = await created(app, tenant, '/api/organisation/vehicledetails', {
    vehicleClass: 3,
    currency: 'EUR',
    vehicleTax: 950,
  });
  tenant.fuelPriceId = await created(app, tenant, '/api/organisation/fuelprices', {
    fuelType: 0,
    currency: 'EUR',
    price: 1.75,
  });
}
