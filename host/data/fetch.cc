#include "host/data/fetch.h"

#include <curl/curl.h>
#include <cstdint>

#include <cstdio>
#include <filesystem>
#include <vector>

#include "tasks/datasets/catalog.h"
#include "tasks/datasets/file_util.h"

namespace nilab::host {
namespace {

namespace fs = std::filesystem;

// The cap on a file whose record gives no size.
constexpr int64_t kMaxUnknownSize = int64_t{16} << 30;

struct Transfer {
  FILE* out = nullptr;
  int64_t start = 0;     // bytes already in the .part file
  int64_t received = 0;  // bytes written by this attempt
  int64_t expected = 0;  // the record's size (0: unknown)
  int64_t cap = 0;       // the most bytes the file may have
  bool too_large = false;
  std::string label;
  std::ostream* progress = nullptr;
};

size_t WriteBody(char* data, size_t size, size_t count, void* user) {
  auto* t = static_cast<Transfer*>(user);
  if (t->start + t->received + static_cast<int64_t>(size * count) > t->cap) {
    t->too_large = true;
    return 0;  // curl stops with CURLE_WRITE_ERROR
  }
  const size_t n = std::fwrite(data, size, count, t->out);
  t->received += static_cast<int64_t>(n * size);
  return n * size;
}

int Progress(void* user, curl_off_t total, curl_off_t now, curl_off_t, curl_off_t) {
  auto* t = static_cast<Transfer*>(user);
  if (!t->progress) return 0;
  const double all = t->expected > 0 ? t->expected : static_cast<double>(t->start + total);
  const double done = static_cast<double>(t->start + now);
  char line[256];
  if (all > 0) {
    std::snprintf(line, sizeof(line), "\r  %s  %5.1f%%  %.1f / %.1f MB", t->label.c_str(),
                  100.0 * done / all, done / 1e6, all / 1e6);
  } else {
    std::snprintf(line, sizeof(line), "\r  %s  %.1f MB", t->label.c_str(), done / 1e6);
  }
  *t->progress << line << std::flush;
  return 0;
}

struct Attempt {
  CURLcode code = CURLE_OK;
  long http_status = 0;
  int64_t received = 0;
  std::string error;
};

// One transfer of `url` appended to `part`, resuming from its current size.
Attempt Download(const std::string& url, const std::string& part, const sdk::DatasetFile& file,
                 const FetchOptions& options) {
  Attempt attempt;
  Transfer t;
  t.start = datasets::FileSize(part);
  if (t.start < 0) t.start = 0;
  t.expected = file.bytes;
  t.cap = file.bytes > 0 ? file.bytes : kMaxUnknownSize;
  t.label = file.dataset + "/" + file.file;
  t.progress = options.progress;
  t.out = std::fopen(part.c_str(), "ab");
  if (!t.out) {
    attempt.code = CURLE_WRITE_ERROR;
    attempt.error = "cannot write " + part;
    return attempt;
  }
  CURL* curl = curl_easy_init();
  char error[CURL_ERROR_SIZE] = {0};
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
  // A few redirects, and only to https: a redirect may not downgrade to plain http or leave the
  // web (file://, ftp://); the first URL is the record's own (http or https).
  curl_easy_setopt(curl, CURLOPT_MAXREDIRS, 5L);
#if LIBCURL_VERSION_NUM >= 0x075500
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS_STR, "https");
#else
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS, long{CURLPROTO_HTTP | CURLPROTO_HTTPS});
  curl_easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS, long{CURLPROTO_HTTPS});
#endif
  // Refused before the body when the server announces more than the whole file (a resumed
  // transfer announces less; WriteBody caps what is written either way).
  curl_easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, curl_off_t{t.cap});
  curl_easy_setopt(curl, CURLOPT_FAILONERROR, 1L);
  curl_easy_setopt(curl, CURLOPT_USERAGENT, "nilab");
  curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
  curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, options.connect_timeout_s);
  curl_easy_setopt(curl, CURLOPT_LOW_SPEED_LIMIT, 1024L);
  curl_easy_setopt(curl, CURLOPT_LOW_SPEED_TIME, options.stall_timeout_s);
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, WriteBody);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &t);
  curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, Progress);
  curl_easy_setopt(curl, CURLOPT_XFERINFODATA, &t);
  curl_easy_setopt(curl, CURLOPT_NOPROGRESS, options.progress ? 0L : 1L);
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  if (t.start > 0) curl_easy_setopt(curl, CURLOPT_RESUME_FROM_LARGE, curl_off_t{t.start});
  attempt.code = curl_easy_perform(curl);
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &attempt.http_status);
  curl_easy_cleanup(curl);
  const bool closed = std::fclose(t.out) == 0;
  if (options.progress) *options.progress << "\n";
  attempt.received = t.received;
  if (t.too_large || attempt.code == CURLE_FILESIZE_EXCEEDED) {
    attempt.code = CURLE_FILESIZE_EXCEEDED;
    attempt.error = "the server sends more than the " + std::to_string(t.cap) +
                    " bytes the file may have; refused";
  } else if (attempt.code == CURLE_OK && !closed) {
    attempt.code = CURLE_WRITE_ERROR;
    attempt.error = "cannot write " + part;
  } else if (attempt.code != CURLE_OK) {
    attempt.error = error[0] ? error : curl_easy_strerror(attempt.code);
  }
  return attempt;
}

bool IsNetworkUnreachable(CURLcode code) {
  return code == CURLE_COULDNT_RESOLVE_HOST || code == CURLE_COULDNT_RESOLVE_PROXY ||
         code == CURLE_COULDNT_CONNECT;
}

// Errors after which the same URL may succeed on a resumed attempt.
bool IsTransient(CURLcode code) {
  return code == CURLE_PARTIAL_FILE || code == CURLE_OPERATION_TIMEDOUT ||
         code == CURLE_RECV_ERROR || code == CURLE_GOT_NOTHING || code == CURLE_SEND_ERROR;
}

void EnsureCurlInit() {
  static const bool init = [] { return curl_global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK; }();
  (void)init;
}

}  // namespace

FetchResult FetchFile(const sdk::DatasetFile& file, const std::string& data_dir,
                      const FetchOptions& options) {
  FetchResult result;
  result.path = datasets::DatasetFilePath(data_dir, file);
  const datasets::FileCheck existing = datasets::CheckDatasetFile(data_dir, file);
  if (existing.status == datasets::FileCheck::Status::kOk) {
    result.status = FetchResult::Status::kAlreadyPresent;
    result.message = result.path + ": already present and intact";
    return result;
  }
  if (file.urls.empty()) {
    result.message = result.path + ": cannot be downloaded (" + file.note + ")";
    return result;
  }
  std::error_code ec;
  fs::create_directories(fs::path(result.path).parent_path(), ec);
  if (ec) {
    result.message = result.path + ": cannot create its directory: " + ec.message();
    return result;
  }
  EnsureCurlInit();

  // The .part file is checked with the same record under its own name.
  sdk::DatasetFile part_record = file;
  part_record.file += ".part";
  const std::string part = result.path + ".part";
  std::vector<std::string> errors;
  bool all_unreachable = true;
  for (const auto& url : file.urls) {
    bool restarted = false;
    std::string url_error;
    for (int attempt = 0; attempt < options.attempts_per_url; ++attempt) {
      const int64_t have = datasets::FileSize(part);
      Attempt a;
      if (file.bytes <= 0 || have < file.bytes) a = Download(url, part, file, options);
      if (a.code == CURLE_RANGE_ERROR && !restarted) {  // the server ignores Range: start over
        fs::remove(part, ec);
        restarted = true;
        --attempt;
        continue;
      }
      if (a.code != CURLE_OK) {
        if (!IsNetworkUnreachable(a.code)) all_unreachable = false;
        url_error = url + ": " + a.error;
        if (IsTransient(a.code) && a.received > 0) continue;  // resume where it stopped
        break;
      }
      all_unreachable = false;
      const datasets::FileCheck check = datasets::CheckDatasetFile(data_dir, part_record);
      if (check.status == datasets::FileCheck::Status::kOk) {
        fs::rename(part, result.path, ec);
        if (ec) {
          result.message = result.path + ": cannot rename " + part + ": " + ec.message();
          return result;
        }
        result.status = FetchResult::Status::kDownloaded;
        result.message = result.path + ": downloaded from " + url + " and verified" +
                         (check.algorithm.empty() ? "" : " (" + check.algorithm + ")");
        return result;
      }
      fs::remove(part, ec);  // a wrong file: never resume from it
      url_error = url + ": downloaded file is wrong (" + check.message + ")";
      if (have > 0 && !restarted) {  // the stale part may be at fault: once more from scratch
        restarted = true;
        continue;
      }
      break;
    }
    if (!url_error.empty()) errors.push_back(url_error);
  }
  std::string message = result.path + ": download failed: ";
  for (size_t i = 0; i < errors.size(); ++i) message += (i ? "; " : "") + errors[i];
  if (all_unreachable) {
    message += " (no network? copy the file there by hand, then run nilab data verify)";
  }
  result.message = message;
  return result;
}

}  // namespace nilab::host
