import { Box, Stack, Text } from '@chakra-ui/react';
import { hotNewsQry } from '@/api/generated/areas/news/sdk.gen.ts';
import { fields } from '@/api/generated/areas/news/fields.ts';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { useCall } from '@/api/queries.ts';
import { useTranslation } from '@/i18n/index.ts';
import { Data } from '@/ui/data.tsx';
import { WidgetCard } from './WidgetCard.tsx';

/** How many of the bank's hot news the widget shows. */
export const HOT_NEWS_SHOWN = 4;

const CATEGORY = (fields.hotNewsQry.list.columns as readonly FieldInfo[]).find((c) => c.name === 'CATEGORY');

/**
 * 热门资讯 (spec 000 §2 "popular tweets"): the news the bank marks hot, hottest first (hotNewsQry, a
 * provisional operation of the contract), each with its category, date and summary; open to visitors.
 */
export default function PopularTweets() {
  const { t, term, date } = useTranslation();
  const news = useCall(hotNewsQry, { PAGE_NO: '1', PAGE_SIZE: String(HOT_NEWS_SHOWN) });
  const list = news.done && !news.failed ? (news.data?.LIST ?? []) : undefined;
  return (
    <WidgetCard title={t('widgets.popularTweets')} testId="widget-popular-tweets">
      {news.failed ? <Text fontSize="sm" color="fg.muted">{t('home.loadFailed')}</Text> : null}
      {list?.length === 0 ? <Text fontSize="sm" color="fg.muted">{t('widgets.noHotNews')}</Text> : null}
      {list && list.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="3" data-testid="hot-news">
          {list.slice(0, HOT_NEWS_SHOWN).map((item) => {
            const category = CATEGORY?.enumLabels?.[item.CATEGORY];
            return (
              <Box as="li" key={item.ID} data-testid="hot-news-item">
                <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                  {category ? <Text as="span" fontSize="xs" px="1" mr="1" rounded="sm" bg="red.50" color="red.800">{term(category)}</Text> : null}
                  <Data>{item.NOTICE_TITLE}</Data>
                </Text>
                <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                  {date(item.PUBLISH_DATE)} · <Data>{item.SUMMARY}</Data>
                </Text>
              </Box>
            );
          })}
        </Stack>
      ) : null}
    </WidgetCard>
  );
}
