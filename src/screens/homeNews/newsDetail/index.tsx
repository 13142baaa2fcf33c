import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { newsFromQuery } from '../../../home/news.ts';

/**
 * /homeNews/newsDetail (spec 000 §2): the announcement the query carries, shown as text. The
 * contract has no call for an announcement's body, so only its title and date show.
 */
export default function NewsDetail() {
  const [search] = useSearchParams();
  const news = newsFromQuery(search);
  return (
    <Box as="main" p="8" maxW="4xl" mx="auto" data-testid="news-detail">
      {news ? (
        <>
          <Heading as="h1" size="xl" data-testid="news-title">{news.NOTICE_TITLE}</Heading>
          {news.PUBLISH_DATE ? <Text mt="2" color="fg.muted">发布日期：{news.PUBLISH_DATE}</Text> : null}
          <Text mt="6" color="fg.muted">公告正文的查询接口尚未在接口契约中定义，正文待接入。</Text>
        </>
      ) : (
        <>
          <Heading as="h1" size="xl">公告详情</Heading>
          <Text mt="4" role="alert" data-testid="news-invalid">公告链接无效或已过期，请从公告列表重新进入。</Text>
        </>
      )}
      <Link asChild mt="6" display="inline-block">
        <RouterLink to="/homeNews/newsList">返回公告列表</RouterLink>
      </Link>
    </Box>
  );
}
