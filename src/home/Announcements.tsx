import { Box, Heading, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { Link as RouterLink } from 'react-router-dom';
import { bankAnnouncementListQry } from '@/api/generated/areas/message/sdk.gen.ts';
import { useCall } from '@/api/queries.ts';
import { Data } from '@/ui/data.tsx';
import { newsDetailUrl } from './news.ts';

/** How long each announcement shows before the next. */
export const CAROUSEL_MS = 5000;

/**
 * The announcement carousel (spec 000 §2, §7): bankAnnouncementListQry, one title at a time, each
 * leading to /homeNews/newsDetail. It pauses while pointed at or focused.
 */
export function Announcements() {
  const { t } = useTranslation();
  const announcements = useCall(bankAnnouncementListQry, { IS_NOTICE_POP: 'N' });
  const failed = announcements.failed;
  const list = announcements.done && !failed ? (announcements.data?.LIST ?? []) : undefined;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = list?.length ?? 0;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);
  const item = list?.[index % Math.max(count, 1)];
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  return (
    <Box
      as="section"
      aria-labelledby="announcements-title"
      aria-roledescription="carousel"
      p="4"
      rounded="md"
      borderWidth="1px"
      bg="bg"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="announcements"
    >
      <HStack justify="space-between" gap="3">
        <Heading as="h2" id="announcements-title" size="sm" flexShrink={0}>{t('home.announcements')}</Heading>
        <Box flex="1" minW="0" aria-live={paused ? 'polite' : 'off'}>
          {failed ? <Text color="fg.muted">{t('home.loadFailed')}</Text> : null}
          {list && count === 0 ? <Text color="fg.muted">{t('home.noAnnouncement')}</Text> : null}
          {item ? (
            <Link asChild truncate display="block" data-testid="announcement-link">
              <RouterLink to={newsDetailUrl(item)}><Data>{item.NOTICE_TITLE}</Data></RouterLink>
            </Link>
          ) : null}
        </Box>
        {count > 1 ? (
          <HStack gap="0">
            <IconButton size="xs" variant="ghost" aria-label={t('home.prev')} onClick={() => step(-1)}>‹</IconButton>
            <Text fontSize="xs" color="fg.muted" aria-hidden="true">{(index % count) + 1}/{count}</Text>
            <IconButton size="xs" variant="ghost" aria-label={t('home.next')} onClick={() => step(1)} data-testid="announcement-next">›</IconButton>
          </HStack>
        ) : null}
        <Link asChild fontSize="sm" flexShrink={0}>
          <RouterLink to="/homeNews/newsList">{t('home.more')}</RouterLink>
        </Link>
      </HStack>
    </Box>
  );
}
