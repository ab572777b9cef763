import type { DeleteInput } from '../admin-fields.js';
import type { NewsItemBody, updateNewsItemSchema } from '../admin-news.js';
import type { NewsItem } from '../model.js';
import type { z } from '../zod.js';

export interface NewsContracts {
  'get /api/homepage_news': { request: undefined; response: NewsItem[] };

  'get /api/homepage_news_for_admin': { request: undefined; response: NewsItem[] };
  'post /api/add_homepage_news': { request: NewsItemBody; response: NewsItem };
  'post /api/update_homepage_news': {
    request: z.input<typeof updateNewsItemSchema>;
    response: NewsItem;
  };
  'post /api/delete_homepage_news': { request: DeleteInput; response: NewsItem };
}
