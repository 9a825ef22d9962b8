import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTab } from '../status/status-tab';
import { Icon } from '../ui/icons';
import { TabList, TabPanel, type TabItem } from '../ui/tabs';
import { StartDraftProvider } from '../vehicle/start-draft';
import { AppHeader } from './app-header';
import {
  AbsencesScreen,
  PreTripScreen,
  ShiftListScreen,
  ShiftReviewScreen,
  ShiftSummaryScreen,
  StopScreen,
  TransportScreen,
  VehicleTab,
  WorkTypeTab,
} from './lazy-screens';
import { NavigationProvider, useNavigation } from './navigation';
import type { TabKey } from './screens';
import { SyncBanner } from './sync-banner';

const TABS_ID = 'driver-tabs';

/** The app once past sign-in (or signed out by choice): header, banner, a screen, the tab bar. */
export function Shell() {
  return (
    <NavigationProvider>
      <StartDraftProvider>
        <ShellLayout />
      </StartDraftProvider>
    </NavigationProvider>
  );
}

function ShellLayout() {
  const { t } = useTranslation();
  const { screen, tab, selectTab } = useNavigation();
  const tabs: TabItem<TabKey>[] = [
    { key: 'status', label: t('tabs.status'), icon: <Icon name="status" /> },
    { key: 'vehicle', label: t('tabs.vehicle'), icon: <Icon name="truck" /> },
    { key: 'workType', label: t('tabs.workType'), icon: <Icon name="grid" /> },
  ];
  const onTabs = screen.name === 'tabs';
  return (
    <div className="shell">
      <AppHeader />
      <SyncBanner />
      <main className="shell__main">
        <Suspense
          fallback={
            <p className="loading" role="status">
              {t('common.loading')}
            </p>
          }
        >
          {onTabs ? (
            <TabPanel idPrefix={TABS_ID} tabKey={tab}>
              {tab === 'status' && <StatusTab />}
              {tab === 'vehicle' && <VehicleTab />}
              {tab === 'workType' && <WorkTypeTab />}
            </TabPanel>
          ) : (
            <>
              {screen.name === 'shifts' && <ShiftListScreen />}
              {screen.name === 'shift' && <ShiftReviewScreen clientKey={screen.clientKey} />}
              {screen.name === 'summary' && <ShiftSummaryScreen />}
              {screen.name === 'absences' && <AbsencesScreen />}
              {screen.name === 'preTrip' && <PreTripScreen />}
              {screen.name === 'transport' && <TransportScreen />}
              {screen.name === 'transportStop' && <StopScreen taskId={screen.taskId} stopId={screen.stopId} />}
            </>
          )}
        </Suspense>
      </main>
      <nav className="tab-bar" aria-label={t('tabs.label')}>
        <TabList
          label={t('tabs.label')}
          idPrefix={TABS_ID}
          tabs={tabs}
          selected={onTabs ? tab : null}
          onSelect={selectTab}
        />
      </nav>
    </div>
  );
}
