import type { CalculationKind } from '@rahti/domain';

export type WizardStepKey =
  | 'type'
  | 'vehicleClass'
  | 'vehicleDetails'
  | 'instructions'
  | 'defaults'
  | 'investments'
  | 'wages'
  | 'revenue'
  | 'calculation';

const VEHICLE_KINDS: readonly CalculationKind[] = ['newInvestment', 'existingVehicle'];

export interface WizardStep {
  key: WizardStepKey;
  /** The spec's route (section 2, "Calculation wizard"); `:id?` is the saved calculation's id. */
  path: string;
  /** Which calculators use the step; absent means all three. */
  kinds?: readonly CalculationKind[];
}

/**
 * The wizard in order. Job pricing has no vehicle to pay for: no defaults, investment or
 * wage steps; its revenue step takes the job's costs instead.
 */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { key: 'type', path: '/SelectCalculationType' },
  { key: 'vehicleClass', path: '/selectvehicletype/:id?' },
  { key: 'vehicleDetails', path: '/vehicledetails/:id?' },
  { key: 'instructions', path: '/instructions' },
  { key: 'defaults', path: '/defaultvalues/:id?', kinds: VEHICLE_KINDS },
  { key: 'investments', path: '/investments/:id?', kinds: VEHICLE_KINDS },
  { key: 'wages', path: '/insertwages/:id?', kinds: VEHICLE_KINDS },
  { key: 'revenue', path: '/revenue/:id?' },
  { key: 'calculation', path: '/calculation' },
];

/** The result pages a saved calculation opens on; moving among them and the steps keeps the draft. */
export const RESULT_PATHS = [
  '/calculationResultsVue/:id?',
  '/profitcalculationdetails/:id?',
  '/timebasedcosts/:id?',
  '/distancebasedcosts/:id?',
  '/pricing/:id?',
] as const;

/**
 * The catalogue key of a step's texts (web-calc-wizard:steps.<key>): job pricing's revenue
 * step asks for the job and its cost rates, so it has texts of its own.
 */
export function stepTextKey(step: WizardStepKey, kind: CalculationKind | undefined): string {
  return step === 'revenue' && kind === 'jobPricing' ? 'jobCosts' : step;
}

export function stepsFor(kind: CalculationKind | undefined): WizardStep[] {
  return WIZARD_STEPS.filter((step) => !step.kinds || !kind || step.kinds.includes(kind));
}

/** A step's link for a calculation: the id filled in when saved, left out otherwise. */
export function stepLink(path: string, id: string | undefined): string {
  return path.replace('/:id?', id ? `/${encodeURIComponent(id)}` : '');
}

const firstSegment = (path: string) => path.split('/')[1]?.toLowerCase() ?? '';
const CALCULATION_SEGMENTS = new Set(
  [...WIZARD_STEPS.map((step) => step.path), ...RESULT_PATHS, '/combinationcosts/:id?'].map(firstSegment),
);

/** True for the wizard's and results' pages: moving among them keeps the draft without asking. */
export function isCalculationPage(pathname: string): boolean {
  return CALCULATION_SEGMENTS.has(firstSegment(pathname));
}

/** The form fields of each step, so a failed save can send the user to the step to fix. */
export const STEP_FIELDS: Record<WizardStepKey, readonly string[]> = {
  type: ['kind'],
  vehicleClass: ['vehicleClass'],
  vehicleDetails: ['name', 'nickname', 'base', 'description', 'vehicle.registrationNumber'],
  instructions: [],
  defaults: [
    'defaults.fuelType',
    'defaults.fuelCost',
    'defaults.adBluePrice',
    'defaults.maintenanceCost',
    'defaults.tyreCost',
    'defaults.tyresCost',
    'defaults.countOfTyres',
    'defaults.interestRate',
    'defaults.residualValue',
    'defaults.investmentDeductions',
    'defaults.vehicleTax',
    'defaults.insuranceAllRisk',
    'defaults.insuranceVehicle',
    'defaults.flex',
  ],
  investments: [
    'vehicle.purchasePrice',
    'vehicle.downPayment',
    'vehicle.ageWhenPurchasedYears',
    'vehicle.currentValue',
    'vehicle.redemptionPrice',
    'usage.plannedUseYears',
    'usage.kmPerYear',
    'usage.workingDaysPerYear',
    'usage.hoursPerDay',
    'vehicle.consumptionPer100Km',
    'vehicle.consumptionPerHour',
    'vehicle.tyreLifetimeKm',
  ],
  wages: [
    'wages.wageType',
    'wages.hourlyWage',
    'wages.monthlySalary',
    'wages.overtimeUnder12hHoursPerYear',
    'wages.overtimeOver12hHoursPerYear',
    'wages.eveningHoursPerYear',
    'wages.nightHoursPerYear',
    'wages.sundayHoursPerYear',
    'wages.dailyAllowanceType',
    'wages.allowancePerDay',
    'wages.allowanceDaysPerYear',
  ],
  revenue: [
    'revenue.revenueValue',
    'revenue.yearlyCost',
    'revenue.targetProfitMarginPercent',
    'pricing.costPerHour',
    'pricing.costPerKm',
    'pricing.hours',
    'pricing.km',
    'pricing.targetMarginPercent',
  ],
  calculation: [],
};

export function stepOfField(path: string): WizardStepKey | undefined {
  return (Object.keys(STEP_FIELDS) as WizardStepKey[]).find((key) => STEP_FIELDS[key].includes(path));
}
