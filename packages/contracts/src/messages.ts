// User-facing messages shared by web and server, word for word from the spec where it gives them.
// Everything a user can read about a refusal comes from here, never typed twice.

/** Spec portal §5 / calculators §5. */
export const validationMessages = {
  required: 'Поле не должно быть пустым',
  phone: 'Неверный формат номера телефона',
  passwordMin: 'Пароль должен содержать не менее 8 символов',
  passwordMismatch: 'Введённые пароли не совпадают',
  passwordMismatchCabinet: 'Пароли не совпадают',
  passwordFormat: 'Неверный формат пароля',
  email: 'Неверный формат почты',
  nameMax: 'Не более 30 символов',
  lastnameFormat: 'Неверный формат фамилии',
  firstnameFormat: 'Неверный формат имени',
  patronymicFormat: 'Неверный формат отчества',
  wrongCode: 'Неверный код. Попробуйте ещё раз',
  dateFormat: 'Неверный формат даты. Ожидается гггг-мм-дд',
} as const;

/** Server refusals in the envelope's `response.error`. */
export const apiMessages = {
  badJson: 'Тело запроса не является корректным JSON',
  validation: 'Проверьте введённые данные',
  unknownField: 'Неизвестное поле',
  bodyNotObject: 'Тело запроса должно быть JSON-объектом',
  /** A field of the wrong JSON type (a number where a string is expected, …). */
  wrongType: (expected: string) => `Неверный тип значения: ожидается ${expected}`,
  bodyTooLarge: 'Слишком большой запрос',
  unsupportedMediaType: 'Неподдерживаемый тип содержимого запроса',
  badUrl: 'Неверный адрес запроса',
  urlTooLong: 'Слишком длинный адрес запроса',
  headersTooLarge: 'Слишком большие заголовки или адрес запроса',
  badHttpRequest: 'Некорректный HTTP-запрос',
  requestTimeout: 'Запрос не пришёл целиком вовремя',
  notFound: 'Не найдено',
  routeNotFound: 'Такого адреса API не существует',
  methodNotAllowed: 'Метод не поддерживается',
  unauthorized: 'Требуется вход в личный кабинет',
  forbidden: 'Недостаточно прав',
  managerOnly: 'Этот раздел доступен только менеджерам',
  tooManyRequests: 'Слишком много запросов. Попробуйте позже',
  serverError: 'Ошибка сервера',
  overloaded: 'Сервер перегружен. Повторите запрос через несколько секунд',
  /** The database is out of reach for now (a restart, a lost connection): 503 with Retry-After. */
  databaseUnavailable: 'База данных временно недоступна. Повторите запрос через несколько секунд',
  tooManyJobs: 'Слишком много подборов одновременно. Дождитесь окончания предыдущих и повторите',
  requestNotFound: 'Запрос подбора не найден',
  fileNotFound: 'Файл не найден',
  downloadNeedsLogin: 'Скачивание файлов расчёта доступно после входа в личный кабинет',
  calcWrongPassword: 'Неверный пароль калькулятора',
  calcNoAccess: 'Нет доступа к калькулятору. Введите пароль калькулятора',
  /** A grant taken before CALC_PASSWORD_<CALC> changed (decision 0041). */
  calcPasswordChanged: 'Пароль калькулятора изменён. Введите новый пароль',
  selectionTimeout: 'Превышено время расчёта',
  selectionFailed: 'Не удалось выполнить расчёт',
  unknownCategory: 'Неизвестный тип подбора',
  selectionAbandoned: 'Расчёт прерывался несколько раз и остановлен. Повторите подбор',
  webNotBuilt: 'Веб-приложение ещё не собрано. Выполните «npm run build» и обновите страницу',
} as const;

/** Whether a 401's message refuses the calculator grant (missing, expired, or its password changed). */
export const isCalcGrantRefusal = (message: unknown): boolean =>
  message === apiMessages.calcNoAccess || message === apiMessages.calcPasswordChanged;

/**
 * Calculators §8: texts of the selection client. The spec quotes them in English as notes on the
 * Russian interface; they are shown in Russian (decision 0010).
 */
export const searchMessages = {
  /** 'Error during request execution. ' + the server's detail. */
  requestError: 'Ошибка при выполнении запроса. ',
  /** 'Failed to connect to the server.' */
  connection: 'Не удалось подключиться к серверу.',
  /** 'Waiting time expired' */
  timeout: 'Время ожидания истекло',
  /** 'Error loading pump data' */
  loadPump: 'Ошибка загрузки данных насоса',
  /** 'Error updating pump' */
  updatePump: 'Ошибка обновления данных насоса',
  /** 'Error during processing of request results.' — the spec's Russian of §8 "Search failure". */
  processing: 'Ошибка во время обработки результатов запроса.',
  /** 'An unexpected error occurred' */
  unexpected: 'Произошла непредвиденная ошибка',
  noSolutions: 'Решений не найдено',
  /** 'Request ID: {id}' */
  requestId: (id: number | string) => `Номер запроса: ${id}`,
} as const;
