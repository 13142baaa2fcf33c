import { Box, CloseButton, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { recommendProductQry } from '@/api/generated/areas/financeProduct/sdk.gen.ts';
import { fields } from '@/api/generated/areas/financeProduct/fields.ts';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { useCall } from '@/api/queries.ts';
import { useTranslation } from '@/i18n/index.ts';
import { Data } from '@/ui/data.tsx';
import { groupAmount } from '@/ui/format.ts';
import { productPage } from '../rules.ts';

/** How many recommended products the widget shows. */
export const RECOMMENDED_SHOWN = 3;

const columns: readonly FieldInfo[] = fields.recommendProductQry.list.columns;
const labelOf = (field: string, value: string) => columns.find((c) => c.name === field)?.enumLabels?.[value];

/**
 * 推荐, the advertising widget (spec 000 §2: loads after 2000 ms; closable): the products the bank
 * recommends (recommendProductQry, a provisional operation of the contract), each with its kind, risk,
 * rate, term, minimum and the bank's reason, and the way to its product page.
 */
export default function Advertising() {
  const { t, term } = useTranslation();
  const [open, setOpen] = useState(true);
  const products = useCall(recommendProductQry, { PAGE_NO: '1', PAGE_SIZE: String(RECOMMENDED_SHOWN) });
  const list = products.done && !products.failed ? (products.data?.LIST ?? []) : undefined;
  // nothing to recommend (or no answer): the corner stays free
  if (!open || products.failed || list?.length === 0) return null;
  const label = (field: string, value: string) => {
    const found = labelOf(field, value);
    return found === undefined ? value : term(found);
  };
  return (
    <Box as="aside" aria-label={t('widgets.advertising')} position="fixed" right="4" bottom="4" w="72" maxW="calc(100vw - 2rem)" p="4" rounded="md" shadow="lg" bg="bg" borderWidth="1px" zIndex="docked" data-testid="widget-advertising">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t('widgets.advertising')}</Text>
        <CloseButton size="xs" aria-label={t('widgets.close')} onClick={() => setOpen(false)} />
      </HStack>
      <Stack as="ul" listStyleType="none" gap="3" mt="2" data-testid="recommended">
        {(list ?? []).slice(0, RECOMMENDED_SHOWN).map((p) => (
          <Box as="li" key={p.PRODUCT_CODE} fontSize="sm" data-testid="recommended-product">
            <Link asChild fontWeight="medium">
              <RouterLink to={productPage(p.PRODUCT_KIND)}><Data>{p.PRODUCT_NAME}</Data></RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              {label('PRODUCT_KIND', p.PRODUCT_KIND)} · {label('RISK_LEVEL', p.RISK_LEVEL)}
              {p.EXPECTED_RATE ? ` · ${t('widgets.rate', { rate: p.EXPECTED_RATE })}` : ''}
              {p.TERM_DAYS ? ` · ${t('widgets.termDays', { count: p.TERM_DAYS })}` : ''}
              {` · ${t('widgets.minAmount', { amount: groupAmount(p.MIN_AMT) })}`}
            </Text>
            <Text fontSize="xs"><Data>{p.RECOMMEND_REASON}</Data></Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
