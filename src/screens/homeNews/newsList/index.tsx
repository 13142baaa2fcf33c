import { Box, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { bankAnnouncementListQry } from '@/api/generated/areas/message/sdk.gen.ts';
import { newsDetailUrl } from '@/home/news.ts';
import { useTranslation } from '@/i18n/index.ts';
import { useCall } from '@/api/queries.ts';
import { Data } from '@/ui/data.tsx';

/** /homeNews/newsList (spec 000 §2, §7): every bank announcement, each leading to its detail. */
export default function NewsList() {
  const { t, date } = useTranslation();
  const news = useCall(bankAnnouncementListQry, { IS_NOTICE_POP: 'N' }, { silent: false });
  const failed = news.failed;
  const list = news.done && !failed ? (news.data?.LIST ?? []) : undefined;
  return (
    <Box as="main" p="8" maxW="4xl" mx="auto" data-testid="news-list">
      <Heading as="h1" size="xl">{t('home.announcements')}</Heading>
      {failed ? <Text mt="4" role="alert">{t('screens.newsFailed')}</Text> : null}
      {!list && !failed ? <Spinner mt="4" /> : null}
      {list?.length === 0 ? <Text mt="4">{t('home.noAnnouncement')}</Text> : null}
      <Stack as="ul" mt="4" gap="3">
        {list?.map((n) => (
          <Box as="li" key={n.ID} listStyleType="none" display="flex" justifyContent="space-between" gap="4">
            <Link asChild>
              <RouterLink to={newsDetailUrl(n)}><Data>{n.NOTICE_TITLE}</Data></RouterLink>
            </Link>
            {n.PUBLISH_DATE ? <Text color="fg.muted" flexShrink={0}>{date(n.PUBLISH_DATE)}</Text> : null}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
