// User-facing messages shared by web and server, word for word from the spec where it gives them.
// Everything a user can read about a refusal comes from here, never typed twice.

/** Spec portal §5 / calculators §5. */
export const validationMessages = {
  required: 'Поле не должно быть пустым',
  phone: 'Не верный формат номера телефона',
  passwordMin: 'Пароль должен содержать не менее 8 символов',
  passwordMismatch: 'Введённые пароли не совпадают',
  passwordMismatchCabinet: 'Пароли не совпадают',
  passwordFormat: 'Не верный формат пароля',
  email: 'Не верный формат почты',
  nameMax: 'Не более 30 символов',
  lastnameFormat: 'Не верный формат фамилии',
  firstnameFormat: 'Не верный формат имени',
  patronymicFormat: 'Не верный формат отчество',
  wrongCode: 'Неверный код. Попробуйте еще раз',
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
  tooManyRequests: 'Слишком много запросов. Попробуйте позже',
  serverError: 'Ошибка сервера',
  overloaded: 'Сервер перегружен. Повторите запрос через несколько секунд',
  requestNotFound: 'Запрос подбора не найден',
  fileNotFound: 'Файл не найден',
  downloadNeedsLogin: 'Скачивание файлов расчёта доступно после входа в личный кабинет',
  calcWrongPassword: 'Неверный пароль калькулятора',
  calcNoAccess: 'Нет доступа к калькулятору. Введите пароль калькулятора',
  selectionTimeout: 'Превышено время расчёта',
  selectionFailed: 'Не удалось выполнить расчёт',
  unknownCategory: 'Неизвестный тип подбора',
  selectionAbandoned: 'Расчёт прерывался несколько раз и остановлен. Повторите подбор',
  webNotBuilt: 'Веб-приложение ещё не собрано. Выполните «npm run build» и обновите страницу',
} as const;

/** Calculators §8: texts of the selection client, kept as the spec gives them. */
export const searchMessages = {
  requestError: 'Error during request execution. ',
  connection: 'Failed to connect to the server.',
  timeout: 'Waiting time expired',
  loadPump: 'Error loading pump data',
  updatePump: 'Error updating pump',
  processing: 'Error during processing of request results.',
  processingRu: 'Ошибка во время обработки результатов запроса.',
  unexpected: 'An unexpected error occurred',
  noSolutions: 'Решений не найдено',
  requestId: (id: number | string) => `Request ID: ${id}`,
} as const;
