import { useMemo, useState } from 'react';
import { Collapse, Empty, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { FAQ, FAQ_TABS, filterFaq } from '../faq';
import type { FaqCategory } from '../faq';
import { TopicTabs } from './TopicTabs';
import '../contact.css';

/** Help-center search and FAQ tabs; the search filters the questions. */
export function FaqBrowser() {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<FaqCategory>('general');
  const matches = useMemo(() => filterFaq(FAQ, search), [search]);
  const searching = search.trim().length > 0;

  const countFor = (key: FaqCategory) => matches.filter((m) => m.category === key).length;
  // While searching, a topic without matches gives way to the first topic that has some.
  const activeTab =
    searching && countFor(tab) === 0
      ? (FAQ_TABS.find((t) => countFor(t.key) > 0)?.key ?? tab)
      : tab;
  const visible = matches.filter((m) => m.category === activeTab);

  return (
    <div className="rn-faq">
      <div className="rn-faq__search" role="search">
        <label htmlFor="help-search" className="rn-visually-hidden">
          Search help articles
        </label>
        <Input
          id="help-search"
          size="large"
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder="Search for answers, e.g. refund, deposit, verification"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <p className="rn-muted" aria-live="polite" style={{ margin: '8px 0 0' }}>
          {searching
            ? `${matches.length} ${matches.length === 1 ? 'answer matches' : 'answers match'} “${search.trim()}”`
            : `${FAQ.length} answers in ${FAQ_TABS.length} topics`}
        </p>
      </div>
      <TopicTabs<FaqCategory>
        label="Help topics"
        idPrefix="faq"
        active={activeTab}
        onChange={setTab}
        tabs={FAQ_TABS.map((t) => ({
          key: t.key,
          label: searching ? `${t.label} (${countFor(t.key)})` : t.label,
        }))}
      />
      <div
        role="tabpanel"
        id="faq-panel"
        aria-labelledby={`faq-tab-${activeTab}`}
        className="rn-tabs__panel"
      >
        {visible.length === 0 ? (
          <Empty
            description={
              searching
                ? 'No answers in this topic match your search. Try another topic or different words.'
                : 'No questions in this topic yet.'
            }
          />
        ) : (
          <Collapse
            accordion
            items={visible.map((item) => ({
              key: item.question,
              label: item.question,
              children: <p style={{ margin: 0 }}>{item.answer}</p>,
            }))}
          />
        )}
      </div>
    </div>
  );
}
