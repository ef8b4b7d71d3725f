#include "host/serve/handler.h"

#include <memory>

#include "host/analysis/table.h"
#include "host/serve/api.h"
#include "host/serve/assets.h"
#include "host/serve/host_check.h"
#include "host/store/sqlite.h"

namespace nilab::host::serve {
namespace {

using json = nlohmann::ordered_json;

Response JsonResponse(const json& body) {
  Response response;
  // Invalid UTF-8 in a stored string becomes U+FFFD instead of failing the request.
  response.body = body.dump(-1, ' ', false, json::error_handler_t::replace);
  return response;
}

// The pages: the one HTML document, whose script reads the path.
bool IsPage(const Target& t) {
  const auto& s = t.segments;
  return s.empty() || (s.size() == 2 && (s[0] == "sweeps" || s[0] == "trials"));
}

}  // namespace

Response ErrorResponse(int status, const std::string& message) {
  Response response = JsonResponse(json{{"error", message}});
  response.status = status;
  return response;
}

Handler::Handler(store::Store& store, HandlerOptions options, MetricInfoFn metric_info)
    : store_(store), options_(std::move(options)), metric_info_(std::move(metric_info)) {}

long long Handler::handled() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return handled_;
}

Response Handler::Handle(const Request& request) {
  if (request.method != "GET") return ErrorResponse(405, "only GET is served");
  if (!IsAllowedHost(request.host, options_.allowed_hosts)) {
    // DNS rebinding: a foreign name pointed at this address.
    return ErrorResponse(421, "Host header not served here");
  }
  const auto target = ParseTarget(request.target);
  if (!target) return ErrorResponse(400, "malformed request target");
  if (IsPage(*target)) {
    const Asset* page = FindAsset("/index.html");
    return {200, std::string(page->content_type), std::string(page->body)};
  }
  if (target->segments.empty() || target->segments[0] != "api") {
    if (const Asset* asset = FindAsset(target->path)) {
      return {200, std::string(asset->content_type), std::string(asset->body)};
    }
    return ErrorResponse(404, "not found");
  }

  // The API: one read transaction per request, on the one read-only connection, in turns.
  std::lock_guard<std::mutex> lock(mutex_);
  ++handled_;
  sqlite3* db = store_.handle();
  std::unique_ptr<sqlite3, void (*)(sqlite3*)> end(db, [](sqlite3* handle) {
    // Ends the read transaction (a no-op when it never began), releasing the WAL snapshot.
    if (!sqlite3_get_autocommit(handle))
      sqlite3_exec(handle, "ROLLBACK", nullptr, nullptr, nullptr);
  });
  // Declared after `end`, so it is removed first: the ROLLBACK above runs without it.
  const store::ProgressDeadline deadline(db, options_.query_timeout_s, 100);
  const ApiContext context{store_, options_, metric_info_};
  const auto& s = target->segments;
  try {
    json body;
    if (s.size() == 4 && s[1] == "sweeps" && s[3] == "figures") {
      // The report's loader reads in one transaction of its own.
      return JsonResponse(ApiFigures(context, s[2]));
    }
    store::Exec(db, store_.path(), "BEGIN");
    if (s.size() == 2 && s[1] == "sweeps") {
      body = ApiSweeps(context);
    } else if (s.size() == 3 && s[1] == "sweeps") {
      body = ApiSweep(context, s[2], *target);
    } else if (s.size() == 4 && s[1] == "sweeps" && s[3] == "curves") {
      body = ApiCurves(context, s[2], *target);
    } else if (s.size() == 3 && s[1] == "trials") {
      const auto id = ParseId(s[2]);
      if (!id) return ErrorResponse(400, "not a trial id");
      body = ApiTrial(context, *id);
    } else if (s.size() == 4 && s[1] == "trials" && s[3] == "routing") {
      const auto id = ParseId(s[2]);
      if (!id) return ErrorResponse(400, "not a trial id");
      body = ApiTrialRouting(context, *id);
    } else {
      return ErrorResponse(404, "no such API endpoint (see host/serve/API.md)");
    }
    store::Exec(db, store_.path(), "COMMIT");
    return JsonResponse(body);
  } catch (const ApiError& e) {
    return ErrorResponse(e.status(), e.what());
  } catch (const analysis::AnalysisError& e) {
    return ErrorResponse(400, e.what());
  } catch (const store::StoreError& e) {
    if (deadline.passed()) return ErrorResponse(503, "the request took too long");
    return ErrorResponse(500, e.what());
  }
}

}  // namespace nilab::host::serve
