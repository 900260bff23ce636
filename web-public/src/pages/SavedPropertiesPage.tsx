import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { SavedPropertiesView } from '../features/bookmarks';
import { SavedSearchesView } from '../features/saved-searches';
import { useDocumentTitle } from '../components/useDocumentTitle';

/** Saved listings, and a tab of saved searches (`?tab=searches`). */
export function SavedPropertiesPage() {
  useDocumentTitle('Saved Properties');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'searches' ? 'searches' : 'properties';
  return (
    <div className="rn-saved-tabs">
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(key === 'searches' ? { tab: 'searches' } : {}, { replace: true })
        }
        centered
        items={[
          { key: 'properties', label: 'Saved Properties', children: <SavedPropertiesView /> },
          {
            key: 'searches',
            label: 'Saved Searches',
            children: (
              <div style={{ maxWidth: 1200, margin: '0 auto', padding: '8px 16px 48px' }}>
                <SavedSearchesView />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
