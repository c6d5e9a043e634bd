import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import MuiTabs from '@mui/material/Tabs';

export interface TabDefinition {
  label: string;
  content: ReactNode;
}

export interface TabsPanelProps {
  tabs: readonly TabDefinition[];
  /** Index shown first. */
  initialIndex?: number;
  'aria-label'?: string;
}

/** The first tab is shown by default; only the chosen tab is mounted. */
export function TabsPanel({ tabs, initialIndex = 0, ...rest }: TabsPanelProps) {
  const [index, setIndex] = useState(initialIndex);
  const current = Math.min(index, Math.max(tabs.length - 1, 0));
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <MuiTabs value={current} onChange={(_, value: number) => setIndex(value)} aria-label={rest['aria-label']}>
          {tabs.map((tab, i) => (
            <Tab key={tab.label} label={tab.label} id={`treina-tab-${i}`} aria-controls={`treina-tabpanel-${i}`} />
          ))}
        </MuiTabs>
      </Box>
      {tabs.map((tab, i) => (
        <Box
          key={tab.label}
          role="tabpanel"
          hidden={i !== current}
          id={`treina-tabpanel-${i}`}
          aria-labelledby={`treina-tab-${i}`}
          sx={{ pt: 2 }}
        >
          {i === current && tab.content}
        </Box>
      ))}
    </Box>
  );
}
